const ADMIN = '/api/admin';

/** The desk's download links of one order (role-checked routes in backoffice.routes.ts). */
export function adminUrls(orderId: string) {
  const order = `${ADMIN}/orders/${encodeURIComponent(orderId)}`;
  return {
    thumbnail: (lineId: string) => `${order}/lines/${encodeURIComponent(lineId)}/thumbnail`,
    model: (lineId: string) => `${order}/lines/${encodeURIComponent(lineId)}/model.3mf`,
    wallThickness: (lineId: string) =>
      `${order}/lines/${encodeURIComponent(lineId)}/wall-thickness`,
    document: (kind: string) => `${order}/documents/${kind}.pdf`,
    file: (fileId: string, kind: 'original' | 'repaired') =>
      `${ADMIN}/files/${encodeURIComponent(fileId)}/${kind}`,
    noteAttachment: (noteId: string, attachmentId: string) =>
      `${order}/notes/${encodeURIComponent(noteId)}/attachments/${encodeURIComponent(attachmentId)}`,
    reviewFile: (lineId: string, kind: 'repaired' | 'picture') =>
      `${order}/lines/${encodeURIComponent(lineId)}/review/${kind}`,
  };
}
