/**
 * Request bodies of the user calls (SPEC §7 Users): bounded strings, so oversized fields are a 400
 * naming the field before anything runs. The SPEC §5 rules (e-mail, names, password classes) come
 * after, with their messages in the caller's language.
 *
 * The bodies Vue Storefront documents (registration, profile update, addresses) are objects that
 * drop what they do not know: its clients send more than we keep (a Magento address's `region`
 * object, `region_id`, `company`, `custom_attributes`, the whole customer record on an update), and
 * an unknown field there is ignored, never refused (test/vsf-contract.test.ts). Calls of our own stay strict.
 */
import * as z from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../domain/account/password-rules";

const password = z.string().max(PASSWORD_MAX_LENGTH);
const email = z.string().max(EMAIL_MAX_LENGTH);
const name = z.string().max(NAME_MAX_LENGTH);

export const loginBody = z.lazy(() => z.strictObject({ username: email, password }));

/** The most addresses a registration carries (Vue Storefront's registration body: up to two). */
export const MAX_REGISTER_ADDRESSES = 2;

/** Magento's region: a name, or `{region, region_code, region_id}` as Vue Storefront sends a saved address's. */
const region = z.union([
  z.string().max(100),
  z.object({ region: z.string().max(100).nullish() }).transform((r) => r.region ?? undefined),
]);

export const addressBody = z.lazy(() =>
  z.object({
    id: z.number().int().positive().optional(),
    firstname: name,
    lastname: name,
    street: z.array(z.string().max(100)).min(1).max(3),
    postcode: z.string().max(16),
    city: z.string().max(100),
    region: region.nullish(),
    country_id: z.string().max(2),
    telephone: z.string().max(32).nullish(),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
  }),
);

export const registerBody = z.lazy(() =>
  z.object({
    customer: z.object({
      email,
      firstname: name,
      lastname: name,
      addresses: z.array(addressBody).max(MAX_REGISTER_ADDRESSES).optional(),
    }),
    password,
  }),
);

export const resetBody = z.lazy(() => z.strictObject({ email }));

export const createPasswordBody = z.lazy(() =>
  z.strictObject({
    email,
    newPassword: password,
    resetToken: z.string().max(100),
  }),
);

export const changePasswordBody = z.lazy(() => z.strictObject({ currentPassword: password, newPassword: password }));

export const refreshBody = z.lazy(() => z.strictObject({ refreshToken: z.string().max(100).optional() }));

/** The most addresses one customer keeps. */
export const MAX_ADDRESSES = 20;

export const meBody = z.lazy(() =>
  z.object({
    customer: z.object({
      id: z.number().int().optional(),
      email,
      firstname: name,
      lastname: name,
      addresses: z.array(addressBody).max(MAX_ADDRESSES).optional(),
    }),
  }),
);

export const orderHistoryQuery = z.lazy(() =>
  z.object({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
    token: z.string().optional(),
    storeCode: z.string().optional(),
  }),
);

export const deleteAccountBody = z.lazy(() => z.strictObject({ password }));

export type AddressBody = z.infer<typeof addressBody>;
