/**
 * The path of a plain JavaScript bundle of `entry` (a .ts file of the project in `projectDir`), made now unless an
 * up-to-date one is there.
 */
export declare function bundledScript(entry: string, projectDir: string): Promise<string>;
