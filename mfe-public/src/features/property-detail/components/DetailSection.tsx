import type { ComponentProps } from 'react';
import { TitledSection } from '../../../components/TitledSection.js';

/** One titled part of the property's main column (facts, description, features, location). */
export function DetailSection(props: Omit<ComponentProps<typeof TitledSection>, 'className' | 'titleClassName'>) {
  return <TitledSection className="detail-section" titleClassName="detail-section-title" {...props} />;
}
