/**
 * The reference server: Debian's nginx on loopback with a temp prefix and config, serving saved
 * pages as static files. One worker process (workerd serves the storefront from one thread too),
 * no access log, sendfile, long keep-alive.
 *
 * The CDN stand-in (`startCdn`): the same nginx with `proxy_cache` in front of the worker, as
 * Cloudflare's cache would sit in front of it. It honours what the worker sends (nginx's defaults:
 * Cache-Control s-maxage/max-age, Expires; no-cache/no-store/private and Set-Cookie are not stored;
 * stale-while-revalidate is used), serves the static assets (dist/client) itself like Workers Static
 * Assets, compresses like the edge does (gzip; Debian's nginx has no brotli), and logs only each
 * request's cache status so the bench can tell hits from misses.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../../scripts/local-stack";
import { trackChild } from "./cleanup";

export interface Nginx {
  url: string;
  version: string;
  stop(): Promise<void>;
}

const NGINX = ["/usr/sbin/nginx", "nginx"].find((bin) => spawnSync(bin, ["-v"]).error === undefined);
export const hasNginx = (): boolean => NGINX !== undefined;

const head = (prefix: string) => `daemon off;
master_process on;
worker_processes 1;
user root;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
`;

function config(prefix: string, port: number): string {
  return `${head(prefix)}http {
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

export interface CdnOptions {
  /** The worker's origin, e.g. http://127.0.0.1:8787. */
  upstream: string;
  /** Static assets served before the worker (dist/client), as Workers Static Assets does. */
  staticRoot: string;
}

/** nginx.conf of the CDN stand-in (pure: unit-tested). */
export function cdnConfig(prefix: string, port: number, options: CdnOptions): string {
  const upstream = new URL(options.upstream);
  return `${head(prefix)}http {
  sendfile on;
  # No TCP_CORK here: a cached page of 64-128 KB (one full loopback segment plus a short one) then
  # waited for the client's delayed ACK, 40 ms a response (measured: 74 KB at 414 req/s corked,
  # 22,700 uncorked; 44 and 140 KB were unaffected). A bench artefact, not what a CDN does.
  tcp_nopush off;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  types { text/html html; text/css css; application/javascript js mjs; application/json json; image/svg+xml svg; image/png png; image/webp webp; image/avif avif; image/jpeg jpg; font/woff2 woff2; image/x-icon ico; application/manifest+json webmanifest; }
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  log_format cdn '$upstream_cache_status $status';
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=cdn:16m max_size=1g inactive=1h use_temp_path=off;
  gzip on;
  gzip_proxied any;
  gzip_vary on;
  gzip_types text/css application/javascript application/json image/svg+xml application/manifest+json;
  upstream worker {
    server ${upstream.hostname}:${upstream.port};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    access_log ${prefix}/cdn.log cdn buffer=256k flush=1s;
    root ${options.staticRoot};
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files $uri @worker;
    }
    location / {
      try_files $uri @worker;
    }
    location @worker {
      proxy_pass http://worker;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache cdn;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      add_header X-CDN-Cache $upstream_cache_status always;
    }
  }
}
`;
}

/** Starts nginx serving `files` (name → body) from `prefix`/www. */
export async function startNginx(prefix: string, files: Record<string, string>): Promise<Nginx> {
  await mkdir(path.join(prefix, "www"), { recursive: true });
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(prefix, "www", name), body);
  return launch(prefix, (port) => config(prefix, port), "/");
}

export interface Cdn extends Nginx {
  /** Cache statuses ($upstream_cache_status: HIT, MISS, EXPIRED, STALE, UPDATING, BYPASS, "-") logged since the last call. */
  statuses(): Promise<Record<string, number>>;
}

/** Starts the CDN stand-in in front of `options.upstream`. */
export async function startCdn(prefix: string, options: CdnOptions): Promise<Cdn> {
  await mkdir(path.join(prefix, "cache"), { recursive: true });
  const nginx = await launch(prefix, (port) => cdnConfig(prefix, port, options), "/favicon.svg");
  const log = path.join(prefix, "cdn.log");
  let read = 0;
  return {
    ...nginx,
    async statuses() {
      // The log is buffered (flushed every second) so logging costs the CDN run next to nothing.
      await sleep(1300);
      const text = await readFile(log, "utf8").catch(() => "");
      const counts: Record<string, number> = {};
      for (const line of text.slice(read).split("\n")) {
        const status = line.split(" ")[0];
        if (status) counts[status] = (counts[status] ?? 0) + 1;
      }
      read = text.length;
      return counts;
    },
  };
}

async function launch(prefix: string, conf: (port: number) => string, probe: string): Promise<Nginx> {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install -y nginx)");
  await mkdir(path.join(prefix, "tmp"), { recursive: true });
  const port = await freePort(0);
  const confPath = path.join(prefix, "nginx.conf");
  await writeFile(confPath, conf(port));
  const version = spawnSync(NGINX, ["-v"], { encoding: "utf8" })
    .stderr.trim()
    .replace(/^nginx version: /, "");
  let stderr = "";
  const child = spawn(NGINX, ["-p", prefix, "-c", confPath, "-e", path.join(prefix, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const { stop } = trackChild(child, { gentle: true });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const ok = await fetch(`${url}${probe}`).then(
      (r) => (void r.body?.cancel(), true),
      () => false,
    );
    if (ok) return { url, version, stop };
    await sleep(50);
  }
  await stop();
  throw new Error(`nginx did not start: ${stderr}`);
}
