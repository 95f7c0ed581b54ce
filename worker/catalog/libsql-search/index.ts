/**
 * The libSQL search tier (ARCHITECTURE: search tiers): search and listings answered by FTS5 tables
 * in the shop's database instead of the in-isolate Orama index, for catalogues too big for an
 * isolate. seed.ts fills the tables (scripts only), tier.ts answers requests (the worker).
 */
export { searchTier, SearchUnavailableError, resetTierMemory, RECENT_TTL_MS, type TierContext } from "./tier";
export { seedSearchTier, tierSourceOf, type TierSource, type SeedResult } from "./seed";
export { isSeeded } from "./versions";
export { liveReprice, type TierPriceChange, type TierReprice } from "./reprice";
export { SEARCH_TIER_CANDIDATE_CAP, SEARCH_TIER_MATCH_CAP } from "./query";
export { tablesOf, REGISTRY } from "./tables";
