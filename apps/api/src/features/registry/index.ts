/** What other features may use of the question registry. */
export { findRegistryItem } from './repo';
export type { RegistryItem } from './types';
export { addRegistry } from './service';
