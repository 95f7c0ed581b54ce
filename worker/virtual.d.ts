/** Resolved at bundle time to dist/client-manifest.json (wrangler.toml [alias], vitest.config.ts). */
declare module "virtual:client-manifest" {
  const manifest: {
    boot: string;
    entry: string;
    css: string;
    pageCss: { content: string; checkout: string; account: string };
    fonts: string[];
  };
  export default manifest;
}
