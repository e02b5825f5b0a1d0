export function webBuildIsStale(): boolean;
export function buildWeb(options?: { quiet?: boolean }): Promise<void>;
export function buildWebIfStale(options?: { quiet?: boolean }): Promise<boolean>;
