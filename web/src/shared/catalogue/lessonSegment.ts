import { graphql } from 'react-relay';

/**
 * What a lesson segment shows (its text, or a media file with its caption): the author's segment
 * list and the student's lesson spread it unmasked (`...lessonSegment_fields @relay(mask: false)`).
 */
export const lessonSegmentFields = graphql`
  fragment lessonSegment_fields on LessonSegment {
    id
    segmentType
    content
    media {
      originalName
      mimeType
      size
      url
    }
  }
`;
