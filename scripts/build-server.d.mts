/** Types of scripts/build-server.mjs (plain JavaScript so `npm start` needs no loader). */
export declare const ROOT: string;
export declare const SERVER_BUNDLE: string;
export declare const ADMIN_BUNDLE: string;
export declare function serverBundleStale(): boolean;
export declare function buildServer(options?: {
  force?: boolean;
  /** A tree whose src/ to compile instead of this repository's (bench/ab.ts). */
  sourceRoot?: string;
  /** Where its bundles go (server.mjs, admin.mjs). */
  outDir?: string;
}): Promise<boolean>;
