/** The project's root folder. */
export const ROOT: string
/** True when `built` exists and the build has seen every file under src/. */
export function isBuildCurrent(built: string): boolean
/** Records that the build has just seen every source file. */
export function markBuildCurrent(): void
