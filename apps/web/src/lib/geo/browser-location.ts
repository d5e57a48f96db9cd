export type BrowserLocationError = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export class BrowserLocationFailure extends Error {
  constructor(readonly reason: BrowserLocationError) {
    super(`Browser location failed: ${reason}`);
  }
}

const REASONS: Record<number, BrowserLocationError> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** The device's position from the browser (it asks the person first); fails with the reason it could not. */
export function currentPosition(timeoutMs = 15_000): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new BrowserLocationFailure('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new BrowserLocationFailure(REASONS[error.code] ?? 'unavailable')),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
