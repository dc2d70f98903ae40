/** The project's root folder. */
export const ROOT: string
/** True when `built` exists and no file under src/ is newer. */
export function isBuildCurrent(built: string): boolean
