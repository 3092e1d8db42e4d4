// The schema object drizzle needs (drizzle-kit reads this file); tables live in their group files.

export * from "./account";
export * from "./admin-audit";
export * from "./agent";
export * from "./analyses";
export * from "./auth";
export * from "./billing";
export * from "./consent";
export * from "./contracts";
export * from "./email";
export * from "./jobs";
export * from "./model-usage";
export * from "./rate-limits";
export * from "./retrieval";
export * from "./shares";
export * from "./templates";
