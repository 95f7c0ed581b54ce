/**
 * SPEC §7 user calls that make or end sessions and set passwords: login, create, logout, refresh,
 * reset-password, create-password, change-password. Registration and reset answer the same whether
 * or not the address has an account (OWASP Forgot Password); their e-mails go out in the background.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { isValidEmail, nameProblem, normalizeEmail, passwordProblem } from "../../domain/account/password-rules";
import { loyaltyCardNumber } from "../../domain/account/ean13";
import { storePath } from "../../domain/urls";
import type { MessageKey } from "../../client/i18n/messages/types";
import { customers } from "../../schema/db";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { linkOrigin } from "../http/shop-origin";
import { validate } from "../http/validate";
import { describeError } from "../logging/logger";
import { createMailService } from "../mail";
import { hashToken, randomId, sha256Hex } from "../session";
import { addressProblems, toAddressRow } from "./addresses";
import { apiStore, invalid, pepperOf, requireMe, text, tooMany, unauthorized } from "./context";
import {
  changePasswordRequestSchema,
  createPasswordRequestSchema,
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetRequestSchema,
} from "../../schema/api/account";
import { login, signIn, wantsCookieOnly, type SignedIn } from "./login";
import { alreadyRegisteredMail, resetLink, resetMail } from "./mails";
import { hashPassword, verifyPassword } from "./password";
import { clientIp, hitStatement, retryAfter } from "../http/rate-limit";
import { REGISTER_IP_LIMIT, RESET_ACCOUNT_LIMIT, RESET_IP_LIMIT } from "./limits";
import { consumeReset, insertCustomer, insertReset, revokeAllStatement, setPasswordStatement } from "./repo";

/** A reset link works this long. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** SPEC §7: result is the token, the refresh token travels in meta (Vue Storefront's shape). */
function tokenAnswer(c: Context<AppEnv>, signed: SignedIn) {
  c.header("Cache-Control", "no-store");
  return c.json({
    code: 200 as const,
    result: signed.token,
    meta: signed.refreshToken ? { refreshToken: signed.refreshToken } : {},
  });
}

function background(c: Context<AppEnv>, work: () => Promise<unknown>): void {
  const run = work().catch((error: unknown) => c.get("log").warn("account mail failed", describeError(error)));
  try {
    c.executionCtx.waitUntil(run);
  } catch {
    // No execution context (app.request in unit tests): the promise still runs.
  }
}

function passwordFieldProblem(field: string, value: string): Record<string, MessageKey> {
  const problem = passwordProblem(value);
  return problem ? { [field]: problem } : {};
}

/** /api/user: login, create, logout, refresh and the password flows. */
export function createAuthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/login", validate("json", loginRequestSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    if (!isValidEmail(username)) throw invalid(c, { username: "form.email" });
    return tokenAnswer(c, await login(c, username, password));
  });

  app.post("/create", validate("json", registerRequestSchema), async (c) => {
    const { customer, password } = c.req.valid("json");
    const problems: Record<string, MessageKey> = {};
    if (!isValidEmail(customer.email)) problems["customer.email"] = "form.email";
    const first = nameProblem(customer.firstname);
    if (first) problems["customer.firstname"] = first;
    const last = nameProblem(customer.lastname);
    if (last) problems["customer.lastname"] = last;
    Object.assign(problems, passwordFieldProblem("password", password));
    customer.addresses?.forEach((a, i) => Object.assign(problems, addressProblems(a, `customer.addresses.${i}.`)));
    if (Object.keys(problems).length > 0) throw invalid(c, problems);

    const pepper = pepperOf(c);
    // Asked before anything is written, known account or not: the answer never tells them apart.
    const origin = linkOrigin(c);
    const now = new Date();
    const db = c.get("db");
    const [ip] = await db.batch([
      hitStatement(db, `register:ip:${clientIp((n) => c.req.header(n))}`, REGISTER_IP_LIMIT, now),
    ]);
    const wait = retryAfter(ip[0], REGISTER_IP_LIMIT, now);
    if (wait !== null) throw tooMany(c, wait, "account.tooManyRequests");

    const email = normalizeEmail(customer.email);
    const store = apiStore(c);
    const digits = [...crypto.getRandomValues(new Uint8Array(11))].map((b) => String(b % 10)).join("");
    // Vue Storefront's registration may carry addresses: they go into the address book in the same batch.
    const id = await insertCustomer(
      db,
      {
        email,
        firstname: customer.firstname.trim(),
        lastname: customer.lastname.trim(),
        passwordHash: await hashPassword(password, pepper),
        store,
        loyaltyCard: loyaltyCardNumber(digits),
        createdAt: now,
        updatedAt: now,
      },
      customer.addresses?.map(toAddressRow),
    );
    if (id === null) {
      // The address has an account: its owner hears about it; the caller hears what everybody hears.
      background(c, async () => {
        const existing = (await db.select().from(customers).where(eq(customers.email, email)).limit(1))[0];
        if (!existing) return;
        await createMailService(c.get("config"), db, { log: c.get("log") }).send(
          alreadyRegisteredMail({
            to: existing.email,
            firstname: existing.firstname,
            store: existing.store,
            resetPage: `${origin}${storePath(existing.store, "/password-reset")}`,
          }),
        );
      });
    }
    c.header("Cache-Control", "no-store");
    return c.json({
      code: 200 as const,
      result: { email, firstname: customer.firstname.trim(), lastname: customer.lastname.trim() },
    });
  });

  app.post("/logout", async (c) => {
    await c.get("session").end();
    return c.json({ code: 200 as const, result: true });
  });

  app.post("/refresh", validate("json", refreshRequestSchema.optional()), async (c) => {
    const body = c.req.valid("json");
    const renewed = await c.get("session").refresh(body?.refreshToken ?? null);
    if (!renewed || renewed.session.customerId === null) throw unauthorized(c);
    const cookieOnly = wantsCookieOnly(c);
    return tokenAnswer(c, {
      token: cookieOnly ? "" : renewed.token,
      refreshToken: cookieOnly ? null : renewed.refreshToken,
      customerId: renewed.session.customerId,
    });
  });

  app.post("/reset-password", validate("json", resetRequestSchema), async (c) => {
    const { email: given } = c.req.valid("json");
    if (!isValidEmail(given)) throw invalid(c, { email: "form.email" });
    const email = normalizeEmail(given);
    // Asked for every address, so a shop without PUBLIC_ORIGIN refuses known and unknown ones alike.
    const origin = linkOrigin(c);
    const now = new Date();
    const db = c.get("db");
    const [ip, account, found] = await db.batch([
      hitStatement(db, `reset:ip:${clientIp((n) => c.req.header(n))}`, RESET_IP_LIMIT, now),
      hitStatement(db, `reset:acct:${await sha256Hex(email)}`, RESET_ACCOUNT_LIMIT, now),
      db.select().from(customers).where(eq(customers.email, email)).limit(1),
    ]);
    const wait = retryAfter(ip[0], RESET_IP_LIMIT, now);
    if (wait !== null) throw tooMany(c, wait, "account.tooManyRequests");
    const customer = found[0];
    // Past the per-address limit nothing more is sent, and the answer stays the same.
    if (customer && retryAfter(account[0], RESET_ACCOUNT_LIMIT, now) === null) {
      const store = apiStore(c);
      background(c, async () => {
        const token = randomId(32);
        await insertReset(db, {
          tokenHash: await hashToken(token),
          customerId: customer.id,
          now,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        });
        await createMailService(c.get("config"), db, { log: c.get("log") }).send(
          resetMail({
            to: customer.email,
            firstname: customer.firstname,
            store,
            link: resetLink(origin, store, customer.email, token),
          }),
        );
      });
    }
    c.header("Cache-Control", "no-store");
    return c.json({ code: 200 as const, result: text(c, "account.resetSent") });
  });

  app.post("/create-password", validate("json", createPasswordRequestSchema), async (c) => {
    const { email, newPassword, resetToken } = c.req.valid("json");
    const problems: Record<string, MessageKey> = passwordFieldProblem("newPassword", newPassword);
    if (!isValidEmail(email)) problems.email = "form.email";
    if (Object.keys(problems).length > 0) throw invalid(c, problems);
    const pepper = pepperOf(c);
    const customerId = await consumeReset(c.get("db"), {
      tokenHash: await hashToken(resetToken),
      email: normalizeEmail(email),
      passwordHash: await hashPassword(newPassword, pepper),
      now: new Date(),
    });
    if (customerId === null) throw new AppError(400, "INVALID_INPUT", text(c, "account.resetInvalid"));
    return tokenAnswer(c, await signIn(c, customerId));
  });

  app.post("/change-password", validate("json", changePasswordRequestSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const { customer } = await requireMe(c);
    const problems = passwordFieldProblem("newPassword", newPassword);
    if (Object.keys(problems).length > 0) throw invalid(c, problems);
    const pepper = pepperOf(c);
    if (!(await verifyPassword(currentPassword, customer.passwordHash, pepper)).ok)
      throw invalid(c, { currentPassword: "account.currentPasswordWrong" });
    const now = new Date();
    const db = c.get("db");
    // Every session of the customer ends (this one too); the caller continues in a new one.
    await db.batch([
      setPasswordStatement(db, customer.id, await hashPassword(newPassword, pepper), now),
      revokeAllStatement(db, customer.id, now),
    ]);
    return tokenAnswer(c, await signIn(c, customer.id));
  });

  return app;
}
