/**
 * SPEC §4 session for the account pages and the authentication modal: session start (confirm the
 * cached user with the profile), login and registration (then the guest wishlist joins the
 * customer's and the cart reconnects to the merged one), logout (clears the cart link, user,
 * wishlist, compare, checkout details and order history), and the token invalidation lock.
 */
import { ApiError } from "../api/errors";
import {
  fetchMe,
  fetchWishlist,
  loginUser,
  logoutUser,
  mergeWishlist,
  refreshUser,
  registerUser,
} from "../api/account";
import type { CustomerDto } from "../../schema/api/account";
import type { StoreCode } from "../../schema/store-codes";
import { storePath } from "../../domain/urls";
import { createTokenLock } from "../lib/token-lock";
import { CART_STORAGE_KEY } from "./ui";
import { DRAFT_KEY } from "./checkout-draft";
import { openModal } from "./modal";
import { $user, setUser } from "./user";
import { $wishlist, setWishlist } from "./wishlist";
import { trackAccount } from "../analytics/account-events";

/** Keys this browser keeps for a shopper, cleared at logout (SPEC §4). */
const PERSONAL_KEYS = [CART_STORAGE_KEY, DRAFT_KEY, "an_compare", "an_order_history"];

const summary = (me: CustomerDto) => ({ firstname: me.firstname, lastname: me.lastname, email: me.email });

/** SPEC §4 lock around every authorised call of this browser. */
export const tokenLock = createTokenLock({
  loggedIn: () => $user.get() !== null,
  refresh: async () => {
    await refreshUser();
    return true;
  },
  onFailure: () => {
    // SPEC §4: a forced logout clears the sync tasks not transmitted yet.
    void import("../offline/task-store").then((m) => m.clearUntransmitted()).catch(() => undefined);
    void logout({ silent: true, navigate: false });
    openModal("authentication", { view: "register" });
  },
  isUnauthorized: (error) => error instanceof ApiError && error.status === 401,
  lockedError: () =>
    new ApiError(401, "UNAUTHORIZED", "Error refreshing user token. User is not authorized to access the resource"),
});

/** An authorised call under the token lock. */
export const authorised = <T>(call: () => Promise<T>) => tokenLock.run(call);

/**
 * Session start: with a cached user the profile is read (refreshing the session if needed); a user
 * the server does not know any more is cleared. Resolves the profile, or null for a visitor.
 */
export async function startSession(): Promise<CustomerDto | null> {
  if (!$user.get()) return null;
  try {
    const me = await authorised(() => fetchMe());
    setUser(summary(me));
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) setUser(null);
    return null;
  }
}

/** After a login: the profile, the guest hearts into the server list, the cart of the merged session. */
async function afterLogin(): Promise<CustomerDto> {
  tokenLock.reset();
  const me = await fetchMe();
  setUser(summary(me));
  const local = $wishlist.get();
  try {
    const server = local.length > 0 ? await mergeWishlist(local.map((e) => e.sku)) : await fetchWishlist();
    setWishlist(server.items.map((i) => ({ productId: i.product_id, sku: i.sku })));
  } catch {
    // The hearts stay local; the next account visit syncs them.
  }
  try {
    // The guest's compare list joins the customer's (loaded here only: the account chunk stays small).
    await (await import("./compare")).mergeCompareAtLogin();
  } catch {
    // The list stays local; the compare page reads the server's for a customer.
  }
  // The guest cart merged into the customer's on the server: forget the old id, find the cart again.
  try {
    localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage off.
  }
  return me;
}

/** SPEC §4 login: stores the session (cookie) and reloads the profile; throws the server's ApiError. */
export async function login(email: string, password: string): Promise<CustomerDto> {
  await loginUser(email, password);
  try {
    const me = await afterLogin();
    trackAccount("login", me);
    return me;
  } catch (error) {
    setUser(null);
    throw error;
  }
}

/** Registration, then login with the same credentials (guest cart and wishlist merge there). */
export async function register(input: {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
}): Promise<CustomerDto> {
  await registerUser({
    customer: { email: input.email, firstname: input.firstname, lastname: input.lastname },
    password: input.password,
  });
  const me = await login(input.email, input.password);
  trackAccount("sign_up", me);
  return me;
}

/** After a reset link or a password change signed the browser in anew. */
export async function signedInAgain(): Promise<CustomerDto> {
  return afterLogin();
}

/**
 * SPEC §4 logout: ends the session on the server, clears what this browser kept for the shopper;
 * then (unless told otherwise) goes to the login page, which says "You're logged out" unless silent.
 */
export async function logout({ silent = false, navigate = true } = {}): Promise<void> {
  await logoutUser().catch(() => undefined);
  setUser(null);
  setWishlist([]);
  // This tab's compare toggles too (its storage key goes with the others below).
  void import("./compare").then((m) => m.setCompare([])).catch(() => undefined);
  try {
    for (const key of PERSONAL_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage off.
  }
  if (navigate) {
    const store = (document.documentElement.dataset.store ?? "nl") as StoreCode;
    location.assign(`${storePath(store, "/login/")}${silent ? "" : "?loggedOut=1"}`);
  }
}
