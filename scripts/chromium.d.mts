export declare const chromePath: string;
/** The browser tests' Chromium: its headless shell where installed (see chromium.mjs). */
export declare const testChromePath: string;
export declare const chromeFlags: string[];
export declare const offlineFlag: string;
