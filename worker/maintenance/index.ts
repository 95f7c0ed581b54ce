/**
 * Maintenance mode's public face (SPEC §2): the middleware that closes the shop (pages redirect to
 * /maintenance, the API answers 503).
 */
export { maintenanceMode } from "./pages";
