import type { ReactNode } from 'react';

interface PageIntroProps {
  title: ReactNode;
  intro: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}

/** The banner at the top of every inner page: its one h1 and the introduction. */
export function PageIntro({ title, intro, eyebrow, children }: PageIntroProps) {
  return (
    <div className="page-intro">
      <div className="container page-intro__inner">
        {eyebrow && <p className="eyebrow eyebrow--light">{eyebrow}</p>}
        <h1 className="page-intro__title">{title}</h1>
        <p className="page-intro__text">{intro}</p>
        {children}
      </div>
    </div>
  );
}
