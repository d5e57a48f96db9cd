type Reset = () => void;

const resets = new Set<Reset>();

/**
 * Registers one piece of client state (a zustand store, the TanStack Query cache) with the full reset of SPEC
 * section 4. Stores register once at module load; the query cache registers while the providers are mounted.
 * Returns the function that unregisters it.
 */
export function onAppReset(reset: Reset): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

/** Puts every registered store back to its start. A failing reset is only logged (SPEC section 8), never thrown. */
export function resetAppState(): void {
  for (const reset of [...resets]) {
    try {
      reset();
    } catch (error) {
      console.error('A store could not be reset', error);
    }
  }
}
