import type { Readable } from 'node:stream';

/** Inclusive byte positions, as an HTTP Range header names them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The whole object's size, whatever range was asked for. */
  size: number;
  body: Readable;
}

/** The storage's receipt for one part of a multipart upload (S3's ETag). */
export interface StoredPart {
  partNumber: number;
  etag: string;
}

export interface SignedReadOptions {
  expiresInSeconds: number;
  contentType: string;
  /** The Content-Disposition the response carries (inline with a file name, or attachment). */
  contentDisposition: string;
  cacheControl: string;
}

/**
 * Where uploaded bytes live: the local disk (the default) or an S3-compatible bucket, chosen by
 * configuration. Keys are made by the server, never by callers. Bodies stream: no call holds a
 * whole large file in memory.
 */
export interface FileStorage {
  readonly driver: 'disk' | 's3';
  /** Writes a whole object from a buffer or a stream. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The object, or one range of it; undefined when there is no such object. */
  read(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** The object's size, or undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /**
   * A large object written in parts (S3 multipart upload; on disk, part files joined at the end).
   * Parts are numbered from 1, may arrive in any order, and a part sent again replaces itself.
   */
  multipart: {
    begin(key: string): Promise<string>;
    putPart(key: string, multipartId: string, partNumber: number, bytes: Buffer): Promise<string>;
    complete(key: string, multipartId: string, parts: readonly StoredPart[]): Promise<void>;
    /** Drops the parts; aborting one that is gone is not an error. */
    abort(key: string, multipartId: string): Promise<void>;
  };
  /**
   * An address the browser fetches the object from directly, valid for the given time, or
   * undefined where the app serves the bytes itself (the disk driver, through /files/:key).
   */
  signedReadUrl(key: string, options: SignedReadOptions): Promise<string | undefined>;
}
