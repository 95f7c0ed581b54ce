/**
 * The reviews' abuse limits (SPEC names none), counted with ../http/rate-limit in the batch of the
 * write they guard. A shopper writes a few reviews in an evening; a flood from one client (IP) or
 * one account stops at these, each with 429 and Retry-After. Votes are cheap, so their limit is wide.
 */
import type { Limit } from "../http/rate-limit";

/** New reviews per client (IP) an hour, whoever is signed in. */
export const REVIEW_IP_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };
/** New reviews per customer an hour, from any IP. */
export const REVIEW_CUSTOMER_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };
/** "Helpful" votes per client (IP) an hour. */
export const HELPFUL_IP_LIMIT: Limit = { max: 60, windowMs: 60 * 60_000 };

export const reviewKeys = {
  ip: (ip: string) => `review:ip:${ip}`,
  customer: (id: number) => `review:cust:${id}`,
  helpfulIp: (ip: string) => `review-helpful:ip:${ip}`,
};
