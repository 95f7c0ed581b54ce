// react-dom/server as the worker bundles it (wrangler.toml [alias]): React's string renderer only,
// without the streaming one (worker/pages/render.tsx renders with renderToString), in the build the
// bundle's NODE_ENV names, so that it matches React's JSX runtime: `npm run build` bundles the
// production build, `wrangler dev` (npm run dev) the development one. The bundler drops the other
// branch, as React's own entry points do. The files are named by path: react-dom's package exports
// do not list them.
if (process.env.NODE_ENV === "production") {
  module.exports = require("../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js");
} else {
  module.exports = require("../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js");
}
