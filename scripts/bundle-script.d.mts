/** The project's folder. */
export declare const PROJECT_DIR: string;
/** The path of a plain JavaScript bundle of `entry` (a .ts file of the project), made now unless an up-to-date one is there. */
export declare function bundledScript(entry: string): Promise<string>;
