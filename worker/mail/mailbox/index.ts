/** The dev mailbox's face (ARCHITECTURE §7): its pages, mounted by the route table where switched on. */
export { createDevMailboxRoutes, isMailPreview } from "./routes";
