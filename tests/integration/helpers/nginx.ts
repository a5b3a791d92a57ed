import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { repoRoot } from './processes'

/** The repository's load balancer configuration (deploy/nginx), which this renders as an operator's envsubst would. */
const TEMPLATE = path.join(repoRoot, 'deploy/nginx/dealer-platform.conf.template')

/** Fills the template's ${NAME}s; a name without a value is an error, so the template and its readers can't drift. */
function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`the nginx template asks for \${${name}}, which was not given`)
    return values[name]
  })
}

export interface Balancer {
  /** Where shoppers connect: the storefronts' listener. */
  storefrontPort: number
  /** The CMS's listener: staff, and the storefronts' CMS_INTERNAL_URL. */
  cmsPort: number
  /** nginx's own error log, for a failing test's message. */
  errors(): string
  stop(): Promise<void>
}

/**
 * Debian's nginx, run as a foreground process with the repository's configuration in front of the given instances (the
 * template's own settings: a refused connection fails the instance over for 5 s).
 */
export async function startBalancer(ports: { storefrontPort: number; cmsPort: number; storefronts: number[]; cms: number[] }): Promise<Balancer> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'balancer-'))
  // Started as root, nginx's workers run as nobody: they must reach the temporary folders it makes here.
  fs.chmodSync(prefix, 0o755)
  const servers = (instances: number[]) => instances.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ')
  const site = renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), {
    STOREFRONT_LISTEN: `127.0.0.1:${ports.storefrontPort}`,
    CMS_LISTEN: `127.0.0.1:${ports.cmsPort}`,
    STOREFRONT_SERVERS: servers(ports.storefronts),
    CMS_SERVERS: servers(ports.cms),
  })
  fs.writeFileSync(path.join(prefix, 'dealer-platform.conf'), site)
  // What Debian's /etc/nginx/nginx.conf gives the included file, in a folder of our own.
  const main = `
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/dealer-platform.conf;
}
`
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), main)
  // Debian's binary, which .ci/run installs; /usr/sbin is not on every user's PATH.
  const binary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  const nginx = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  for (const stream of [nginx.stdout, nginx.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const errors = () => {
    const log = path.join(prefix, 'error.log')
    return output + (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '')
  }
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()))
  const deadline = Date.now() + 10_000
  while (!(await listening(ports.storefrontPort)) || !(await listening(ports.cmsPort))) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${errors()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    storefrontPort: ports.storefrontPort,
    cmsPort: ports.cmsPort,
    errors,
    async stop() {
      if (nginx.exitCode === null) nginx.kill('SIGTERM')
      await exited
      fs.rmSync(prefix, { recursive: true, force: true })
    },
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}
