import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

// A single-use, expiring permission to PUT one image, bound to the user who asked for it. Only the SHA-256 of the
// URL's random token is stored, so a database reader cannot upload. Once used it records the stored file.
@Entity({ tableName: 'upload_ticket' })
@Unique({ name: 'upload_ticket_token_hash_uniq', properties: ['tokenHash'] })
@Unique({ name: 'upload_ticket_file_name_uniq', properties: ['fileName'] })
@Index({ name: 'upload_ticket_user_created_idx', properties: ['user', 'createdAt'] })
@Index({ name: 'upload_ticket_expires_idx', properties: ['expiresAt'] })
@Check({ name: 'upload_ticket_size_range', expression: 'size_bytes is null or (size_bytes >= 1 and size_bytes <= 5242880)' })
export class UploadTicket {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade', updateRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  // "<uuid>.<ext>" under DATA_DIR/uploads, once an image was stored
  @Property({ type: 'string', length: 64, nullable: true })
  fileName?: string | null;

  @Property({ type: 'string', length: 32, nullable: true })
  contentType?: string | null;

  @Property({ type: 'integer', nullable: true })
  sizeBytes?: number | null;

  // 'image' (package pictures, public) or 'document' (visa documents: images or PDF, private)
  @Property({ type: 'string', length: 16, default: 'image' })
  purpose: UploadPurpose = 'image';
}

export type UploadPurpose = 'image' | 'document';
