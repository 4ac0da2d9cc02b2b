// What `use-sync-external-store/shim` gives SWR, from React itself (vite.config.js aliases the shim here): React 18
// and later have the hook built in, and the shim's fallback for older Reacts is code the bundle need not carry.
export { useSyncExternalStore } from 'react';
