export declare const chromePath: string;
export declare const chromeFlags: string[];
export declare const offlineFlag: string;
