/** Each app's folders of e2e/tests/, by the app's package name. */
export declare const teamSlices: Readonly<Record<string, readonly string[]>>;
/** Folders of e2e/tests/ in no slice: shared helpers, and the delivery tests. */
export declare const unsliced: readonly string[];
/** The spec files of one slice, as a Playwright `testMatch`; throws for an unknown slice. */
export declare function sliceTestMatch(slice: string): RegExp;
/** Folders among `folders` that no slice and no `unsliced` entry names. */
export declare function foldersInNoSlice(folders: string[]): string[];
