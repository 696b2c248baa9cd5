export declare function findChromium(): string | null;
export declare function requireChromium(): string;
export declare function requireTestBrowser(): string;
export declare const CHROMIUM_BASE_ARGS: string[];
export declare function fakeMicArgs(wavPath?: string, once?: boolean): string[];
