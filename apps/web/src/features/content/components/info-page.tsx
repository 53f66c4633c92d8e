import type { ReactNode } from 'react';

export interface InfoPageProps {
  readonly title: string;
  readonly lead: string;
  readonly children?: ReactNode;
}

/** A plain page with one heading and an introduction; content pages and later flows fill it. */
export function InfoPage({ title, lead, children }: InfoPageProps) {
  return (
    <section className="info-page container">
      <h1 className="info-page__title">{title}</h1>
      <p className="info-page__lead">{lead}</p>
      {children}
    </section>
  );
}
