import { randomBytes } from 'node:crypto';
import type { VerificationDocument } from '@casino/contracts';
import type { Principal, StaffActor } from '../../platform/auth';
import type { AuditTrail } from '../audit/audit.service';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import {
  cleanDocument,
  DEFAULT_DOCUMENT_LIMITS,
  fileTooLarge,
  QUOTA_STATUSES,
  type DocumentLimits,
} from './users.documents';
import type { UsersRepository, VerificationDocumentRow } from './users.repository';

function toDocumentDto(row: VerificationDocumentRow): VerificationDocument {
  return {
    id: row.id,
    document_type: row.documentType,
    file_name: row.fileName,
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/** The identity-document use cases (upload, list, review); users.service.ts spreads them in. */
export function createUserDocumentsService(deps: {
  usersRepository: UsersRepository;
  storage: FileStorage;
  now: () => Date;
  /** Identity document bounds (UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES_PER_PLAYER). */
  documentLimits?: DocumentLimits;
  audit: AuditTrail;
}) {
  const { usersRepository, storage, now, audit } = deps;
  const documentLimits = deps.documentLimits ?? DEFAULT_DOCUMENT_LIMITS;

  return {
    /** Identity document bounds, for the upload route's multipart limits. */
    documentLimits,

    /**
     * Stores an identity document (issue 11): within the player's quota, checked by its content
     * and cleaned (users.documents.ts); the declared type and name decide nothing.
     */
    async uploadDocument(
      principal: Principal,
      input: {
        documentType: VerificationDocument['document_type'];
        fileName: string;
        data: Buffer;
      },
    ): Promise<VerificationDocument> {
      if (input.data.length > documentLimits.maxBytes) throw fileTooLarge(documentLimits.maxBytes);
      // Rejected documents do not count: a player may send a better photo after a rejection, and
      // each freed slot needs a staff review, which bounds what one account can store.
      const held = await usersRepository.countDocumentsByUserId(principal.userId, QUOTA_STATUSES);
      if (held >= documentLimits.maxFiles) {
        const params = { maximum: documentLimits.maxFiles };
        throw new AppError('UPLOAD_QUOTA_EXCEEDED', {
          params,
          fields: { file: [{ key: 'errors:UPLOAD_QUOTA_EXCEEDED', params }] },
        });
      }
      const document = await cleanDocument(input.data);
      const storageKey = `verification/${principal.userId}/${randomBytes(16).toString('hex')}.${document.extension}`;
      await storage.put(storageKey, document.data);
      try {
        const row = await usersRepository.insertDocument({
          userId: principal.userId,
          documentType: input.documentType,
          fileName: input.fileName.slice(0, 200),
          storageKey,
          mimeType: document.mimeType,
          sizeBytes: document.data.length,
        });
        return toDocumentDto(row);
      } catch (error) {
        // No row, no file: nothing may stay on disk that no document points to.
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    async listDocuments(principal: Principal): Promise<VerificationDocument[]> {
      return (await usersRepository.findDocumentsByUserId(principal.userId)).map(toDocumentDto);
    },

    /** Staff approve or reject an uploaded document. */
    /** A document's file for its reviewer: its bytes and the type it was stored as. */
    async readDocumentFile(documentId: number) {
      const row = await usersRepository.findDocumentById(documentId);
      if (!row) throw new AppError('NOT_FOUND');
      return { data: await storage.get(row.storageKey), mimeType: row.mimeType, row };
    },

    async reviewDocument(
      reviewer: StaffActor & { userId: number },
      documentId: number,
      decision: { status: 'approved' | 'rejected'; reason?: string | undefined },
    ): Promise<{ document: VerificationDocument; userId: number }> {
      const row = await audit.run(reviewer, async (tx) => {
        const before = await usersRepository.findDocumentById(documentId, tx);
        const changed = await usersRepository.updateDocument(
          documentId,
          {
            status: decision.status,
            reason: decision.status === 'rejected' ? (decision.reason ?? null) : null,
            reviewedBy: reviewer.userId,
            reviewedAt: now(),
          },
          tx,
        );
        if (!before || !changed) throw new AppError('NOT_FOUND');
        return {
          result: changed,
          change: {
            action: `document.${decision.status === 'approved' ? 'approve' : 'reject'}`,
            targetType: 'document',
            targetId: documentId,
            before: { user_id: before.userId, ...toDocumentDto(before) },
            after: { user_id: changed.userId, ...toDocumentDto(changed) },
          },
        };
      });
      return { document: toDocumentDto(row), userId: row.userId };
    },
  };
}
