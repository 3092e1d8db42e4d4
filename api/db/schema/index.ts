// The schema object drizzle needs (drizzle-kit reads this file); tables live in their group files.
export * from "./auth";
export * from "./rate-limits";
export * from "./contracts";
export * from "./jobs";
export * from "./analyses";
export * from "./billing";
export * from "./retrieval";
export * from "./agent";
export * from "./templates";
export * from "./email";
export * from "./consent";
export * from "./shares";
export * from "./account";
export * from "./admin-audit";
