import type { Db } from "../../client.js";

/** The seed's transaction (it runs every demo step in the one transaction of `seedIfEmpty`). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
