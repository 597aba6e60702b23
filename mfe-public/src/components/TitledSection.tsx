import type { ComponentProps, ReactNode } from 'react';

/** A section named by its heading, so screen readers list it as a landmark under that name. */
export function TitledSection({
  titleId,
  title,
  titleClassName = 'section-title',
  children,
  ...section
}: Omit<ComponentProps<'section'>, 'title'> & { titleId: string; title: ReactNode; titleClassName?: string }) {
  return (
    <section {...section} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
