import { TRUSTED_DEVICE_LIFETIME_SECONDS, messages } from '@quorum/shared';
import type { Db } from '../../db/client';
import type { Deps, RequestMeta } from '../../deps';
import { notFound } from '../../core/errors';
import type { Viewer } from '../../core/identity/viewer';
import { deviceLabel } from '../../lib/device-label';
import { randomToken, sha256 } from '../../lib/secrets';
import { validate as isUuid } from 'uuid';
import * as repo from './trusted-devices-repo';

/** A token the browser keeps (in the trusted-device cookie) and when it stops counting. */
export interface DeviceToken {
  token: string;
  expiresAt: Date;
}

const tokenHash = (token: string) => sha256(`trusted-device:${token}`);

/**
 * Trusts the device that just passed the emailed code or a second factor: 256 random bits from
 * the CSPRNG, of which the server keeps only the SHA-256, for 90 days.
 */
export async function trustThisDevice(
  tx: Db,
  userId: string,
  meta: RequestMeta,
): Promise<DeviceToken> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + TRUSTED_DEVICE_LIFETIME_SECONDS * 1000);
  await repo.insertTrustedDevice(tx, {
    userId,
    tokenHash: tokenHash(token),
    label: deviceLabel(meta.userAgent),
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The trusted device this request's token names if the server issued it to this person, it has not expired
 * and was not forgotten. The client's fingerprint plays no part: a forged or another person's token
 * matches nothing.
 */
export async function trustedDeviceOf(db: Db, userId: string, meta: RequestMeta) {
  if (!meta.deviceToken) return undefined;
  return repo.findLiveTrustedDevice(db, userId, tokenHash(meta.deviceToken));
}

/** The device was used to sign in: its list shows when. */
export const deviceUsed = (db: Db, device: { id: string }) =>
  repo.touchTrustedDevice(db, device.id);

/** After a reset or a change of password, every device must pass the code again. */
export const forgetEveryDevice = (tx: Db, userId: string, reason: string) =>
  repo.revokeTrustedDevices(tx, userId, reason);

export const listTrustedDevices = (deps: Deps, viewer: Viewer) =>
  repo.listLiveTrustedDevices(deps.db, viewer.user.id);

/** Forgets one of the caller's own devices; another person's id is not found and changes nothing. */
export async function forgetTrustedDevice(deps: Deps, viewer: Viewer, deviceId: string) {
  const forgotten = isUuid(deviceId)
    ? await repo.revokeTrustedDevices(deps.db, viewer.user.id, 'forgotten', deviceId)
    : 0;
  if (forgotten === 0) throw notFound(messages.secondFactor.trustedDeviceNotFound);
  return { message: messages.secondFactor.trustedDeviceForgotten };
}

export async function forgetAllTrustedDevices(deps: Deps, viewer: Viewer) {
  const count = await repo.revokeTrustedDevices(deps.db, viewer.user.id, 'forgotten');
  return { message: messages.secondFactor.trustedDevicesForgotten(count) };
}
