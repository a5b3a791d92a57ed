/** Liveness for the process orchestrator; it touches no tenant and no backend. */
export function loader() {
  return Response.json({ ok: true })
}
