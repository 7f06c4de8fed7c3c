// Stored files: the interface and its drivers, chosen by configuration (STORAGE).
export * from './types';
export { localDiskStorage } from './local-disk';
