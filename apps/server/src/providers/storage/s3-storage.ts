import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../../config.js";
import type { StorageProvider } from "./storage.js";

type S3Config = Extract<Config["storage"], { provider: "s3" }>;

/**
 * Any S3-compatible store (AWS S3, Cloudflare R2, MinIO, Azure via an S3 gateway); the
 * spec's "cloud blob container" whose base path comes from configuration (S3_PUBLIC_BASE).
 */
export class S3Storage implements StorageProvider {
  readonly name = "s3" as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      credentials: {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      },
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        // Names are random and never reused, so the files can be cached for ever.
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return `${this.config.publicBase}/${key}`;
  }
}
