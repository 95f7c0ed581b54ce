/**
 * The page's only script tag. It starts the islands' entry (React and the hydration schedule,
 * client/entry.tsx) once the first frame has painted: nothing on first paint needs it, and fetched
 * and run earlier it shared a slow link with the stylesheet and fonts and the main thread with the
 * first layout (Lighthouse counts every request that ends before the first paint against it). A page
 * opened in a background tab starts it when first shown, as it paints no frame until then. Should the
 * entry fail to load, the browser reports it, and every island still works as server-rendered HTML.
 */
requestAnimationFrame(() => setTimeout(() => import("./entry")));
