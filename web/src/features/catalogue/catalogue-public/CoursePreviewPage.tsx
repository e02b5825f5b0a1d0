import { Suspense } from 'react';
import { useParams } from 'react-router';
import { courseEditorPath, coursePreviewPath } from '../../../shared/catalogue/paths';
import { CourseDetails } from './CourseDetailsPage';
import { CataloguePreviewProvider } from './preview';
import { DetailsSkeleton } from './ui';

/**
 * /admin/courses/:courseId/preview (ADMIN): the course's public page as a visitor sees it, drafts
 * included, under a "Preview" banner and with buying turned off.
 */
export default function CoursePreviewPage() {
  const { courseId = '' } = useParams();
  return (
    <CataloguePreviewProvider value={{ editorPath: courseEditorPath(courseId), coursePath: coursePreviewPath }}>
      <Suspense fallback={<DetailsSkeleton />}>
        <CourseDetails id={courseId} />
      </Suspense>
    </CataloguePreviewProvider>
  );
}
