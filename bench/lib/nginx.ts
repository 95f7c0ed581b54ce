/**
 * The reference server: Debian's nginx on loopback with a temp prefix and config, serving saved
 * pages as static files. One worker process (workerd serves the storefront from one thread too),
 * no access log, sendfile, long keep-alive.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../../scripts/local-stack";
import { track } from "./cleanup";

export interface Nginx {
  url: string;
  version: string;
  stop(): Promise<void>;
}

const NGINX = ["/usr/sbin/nginx", "nginx"].find((bin) => spawnSync(bin, ["-v"]).error === undefined);
export const hasNginx = (): boolean => NGINX !== undefined;

function config(prefix: string, port: number): string {
  return `daemon off;
master_process on;
worker_processes 1;
user root;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  default_type text/html;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/www;
    location / { charset utf-8; }
  }
}
`;
}

/** Starts nginx serving `files` (name → body) from `prefix`/www. */
export async function startNginx(prefix: string, files: Record<string, string>): Promise<Nginx> {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install -y nginx)");
  await mkdir(path.join(prefix, "www"), { recursive: true });
  await mkdir(path.join(prefix, "tmp"), { recursive: true });
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(prefix, "www", name), body);
  const port = await freePort(0);
  const conf = path.join(prefix, "nginx.conf");
  await writeFile(conf, config(prefix, port));
  const version = spawnSync(NGINX, ["-v"], { encoding: "utf8" })
    .stderr.trim()
    .replace(/^nginx version: /, "");
  let stderr = "";
  const child = spawn(NGINX, ["-p", prefix, "-c", conf, "-e", path.join(prefix, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = track(
    async () => {
      if (!running()) return;
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(3000)]);
    },
    () => void (running() && child.kill("SIGTERM")),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const ok = await fetch(`${url}/`).then(
      (r) => (void r.body?.cancel(), true),
      () => false,
    );
    if (ok) return { url, version, stop };
    await sleep(50);
  }
  await stop();
  throw new Error(`nginx did not start: ${stderr}`);
}
