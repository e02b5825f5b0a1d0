export function webBuildIsStale(): boolean;
export function buildWebIfStale(): boolean;
