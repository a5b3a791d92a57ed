/** The make and model a car address names, as the stock spells them: "2021-toyota-hilux-sr5-t42" → Toyota, HiLux. */
export function makeAndModelFromSlug(
  slug: string,
  vocabulary: { makes: readonly string[]; models: readonly string[] },
): { make: string | null; model: string | null } {
  const words = `-${slug.toLowerCase()}-`
  const named = (value: string) => words.includes(`-${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-`)
  // The longest names first, so "Land Cruiser Prado" wins over "Land Cruiser".
  const make = [...vocabulary.makes].sort((a, b) => b.length - a.length).find(named) ?? null
  const model = make
    ? ([...vocabulary.models]
        .filter((makeModel) => makeModel.startsWith(`${make}:`))
        .map((makeModel) => makeModel.slice(make.length + 1))
        .sort((a, b) => b.length - a.length)
        .find(named) ?? null)
    : null
  return { make, model }
}
