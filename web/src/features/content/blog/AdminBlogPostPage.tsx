import { useMemo, useState, type SubmitEvent } from 'react';
import { graphql, readInlineData, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UndoIcon from '@mui/icons-material/Undo';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminBlogPostPageQuery } from '../../../__generated__/AdminBlogPostPageQuery.graphql';
import type { AdminBlogPostPage_post$key } from '../../../__generated__/AdminBlogPostPage_post.graphql';
import type { AdminBlogPostPageCreateMutation } from '../../../__generated__/AdminBlogPostPageCreateMutation.graphql';
import type { AdminBlogPostPageUpdateMutation } from '../../../__generated__/AdminBlogPostPageUpdateMutation.graphql';
import type { AdminBlogPostPageDeleteMutation } from '../../../__generated__/AdminBlogPostPageDeleteMutation.graphql';
import type { ValidationDetail } from '../../../shared/errors/graphqlErrors';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';
import { RichTextEditor } from '../../../shared/rich-text/RichTextEditor';
import { useToast } from '../../../shared/ui/toast';
import { LEAVE_WITHOUT_PROMPT } from '../../../shared/ui/useUnsavedChangesPrompt';
import {
  EnumSelectField,
  RecordEditorForm,
  RecordEditorPage,
  RecordNotFound,
  useRecordEditor,
} from '../../../shared/admin/recordEditor';
import {
  ADMIN_BLOG_PATH,
  LANGUAGE_LABELS,
  POST_CATEGORIES,
  POST_CATEGORY_LABELS,
  POST_STATUSES,
  POST_STATUS_LABELS,
  adminPostPath,
  formatPostDate,
  postPath,
  sitePostPath,
  type PostCategory,
  type PostStatus,
} from './labels';

const TITLE_MAX = 200;
const SHORT_MAX = 500;
const CONTENT_MAX = 50_000;
const NEW = 'new';

type Language = 'PL' | 'EN';
const LANGUAGES: readonly Language[] = ['PL', 'EN'];
interface Values {
  language: Language;
  category: PostCategory;
  title: string;
  shortDescription: string;
  content: string;
  status: PostStatus;
}
type Key = keyof Values;
type Issues = Partial<Record<Key | 'picture', ValidationDetail>>;

/** /admin/blog/:postId (ADMIN): the post editor; /admin/blog/new writes a new post. */
export default function AdminBlogPostPage() {
  const { postId = '' } = useParams();
  return postId === NEW ? <NewPost /> : <ExistingPost id={postId} />;
}

function NewPost() {
  const { i18n } = useLingui();
  const values = useMemo<Values>(
    () => ({
      language: contentLanguage(i18n.locale),
      category: 'NEWS',
      title: '',
      shortDescription: '',
      content: '',
      status: 'DRAFT',
    }),
    // The language is chosen once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return <Editor saved={values} post={null} />;
}

/** What the editor shows of a post: the query reads it, a save reads it back. */
const FIELDS = graphql`
  fragment AdminBlogPostPage_post on Post @inline {
    id
    postId
    language
    category
    title
    shortDescription
    content
    status
    publishedAt
    updatedAt
    mainImage {
      mediumUrl
    }
  }
`;

function ExistingPost({ id }: { id: string }) {
  const data = useLazyLoadQuery<AdminBlogPostPageQuery>(
    graphql`
      query AdminBlogPostPageQuery($id: ID!) {
        post(id: $id) {
          ...AdminBlogPostPage_post
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const post = data.post && readInlineData<AdminBlogPostPage_post$key>(FIELDS, data.post);
  if (!post) {
    return (
      <RecordNotFound
        testId="admin-post-not-found"
        title={<Trans>Post not found</Trans>}
        message={<Trans>This post does not exist or has been deleted.</Trans>}
        backTo={ADMIN_BLOG_PATH}
        backLabel={<Trans>Back to blog posts</Trans>}
      />
    );
  }
  const saved: Values = {
    language: post.language as Language,
    category: post.category as PostCategory,
    title: post.title,
    shortDescription: post.shortDescription,
    content: post.content,
    status: post.status as PostStatus,
  };
  // A save remounts the form with the stored values (and nothing left to save).
  return (
    <Editor
      key={post.updatedAt}
      saved={saved}
      post={{
        id: post.id,
        postId: post.postId,
        pictureUrl: post.mainImage?.mediumUrl ?? null,
        publishedAt: post.publishedAt ?? null,
      }}
    />
  );
}

interface StoredPost {
  id: string;
  postId: string;
  pictureUrl: string | null;
  publishedAt: string | null;
}

function Editor({ saved, post }: { saved: Values; post: StoredPost | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [contentLength, setContentLength] = useState(0);

  const [create, creating] = useMutation<AdminBlogPostPageCreateMutation>(graphql`
    mutation AdminBlogPostPageCreateMutation($input: CreatePostInput!) {
      createPost(input: $input) {
        id
        postId
      }
    }
  `);
  const [update, updating] = useMutation<AdminBlogPostPageUpdateMutation>(graphql`
    mutation AdminBlogPostPageUpdateMutation($input: UpdatePostInput!) {
      updatePost(input: $input) {
        ...AdminBlogPostPage_post
      }
    }
  `);
  const [remove, removing] = useMutation<AdminBlogPostPageDeleteMutation>(graphql`
    mutation AdminBlogPostPageDeleteMutation($id: ID!) {
      deletePost(id: $id) @deleteRecord
    }
  `);
  const saving = creating || updating;
  const editor = useRecordEditor(saved, {
    pictureUrl: post?.pictureUrl ?? null,
    busy: saving,
    richText: 'content',
  });
  const { values, issues, formError, picture, setPicture, shownPicture, set, helper } = editor;

  const validate = (): Issues => {
    const found: Issues = {};
    if (!values.title.trim()) found.title = { field: 'title', code: 'required' };
    else if (values.title.trim().length > TITLE_MAX)
      found.title = { field: 'title', code: 'max_length', max: TITLE_MAX };
    if (values.shortDescription.trim().length > SHORT_MAX) {
      found.shortDescription = { field: 'shortDescription', code: 'max_length', max: SHORT_MAX };
    }
    if (contentLength > CONTENT_MAX) found.content = { field: 'content', code: 'max_length', max: CONTENT_MAX };
    if (values.status === 'PUBLISHED') {
      if (!values.shortDescription.trim()) found.shortDescription = { field: 'shortDescription', code: 'required' };
      if (!hasVisibleText(values.content)) found.content = { field: 'content', code: 'required' };
    }
    return found;
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!editor.accept(validate(), Boolean(post))) return;
    const upload = picture?.kind === 'upload' ? { 'input.picture': picture.file } : undefined;
    if (!post) {
      create({
        variables: {
          input: {
            language: values.language,
            category: values.category,
            title: values.title.trim(),
            shortDescription: values.shortDescription.trim(),
            content: values.content,
            status: values.status,
            picture: null,
          },
        },
        uploadables: upload,
        onCompleted: (response) => {
          showToast(t`Post created`, 'success');
          // The new post's own editor (spec: a new post leads to its details page).
          void navigate(adminPostPath(response.createPost.postId), { replace: true, state: LEAVE_WITHOUT_PROMPT });
        },
        onError: editor.refused,
      });
      return;
    }
    const input: Parameters<typeof update>[0]['variables']['input'] = { id: post.id, ...editor.changes(true) };
    if (picture?.kind === 'upload') input.picture = null;
    if (picture?.kind === 'remove') input.removePicture = true;
    update({
      variables: { input },
      uploadables: upload,
      onCompleted: () => {
        setPicture(null);
        showToast(t`Changes saved`, 'success');
      },
      onError: editor.refused,
    });
  };

  return (
    <RecordEditorPage
      back={{ to: ADMIN_BLOG_PATH, label: <Trans>Blog posts</Trans> }}
      title={post ? saved.title || t`(untitled)` : <Trans>New post</Trans>}
      subtitle={
        post?.publishedAt ? (
          <Trans>First published on {formatPostDate(post.publishedAt, i18n.locale)}</Trans>
        ) : undefined
      }
      links={
        saved.status === 'PUBLISHED' && post ? (
          <>
            <Button
              component={RouterLink}
              to={postPath(post.postId)}
              variant="outlined"
              startIcon={<OpenInNewIcon />}
              data-testid="admin-post-open"
            >
              <Trans>Open in the blog</Trans>
            </Button>
            <Button component={RouterLink} to={sitePostPath(post.postId)} variant="outlined">
              <Trans>As a site page</Trans>
            </Button>
          </>
        ) : null
      }
      deletion={
        post
          ? {
              testId: 'admin-post-delete',
              title: <Trans>Delete this post?</Trans>,
              message: <Trans>The post and its picture are deleted. This cannot be undone.</Trans>,
              busy: removing,
              onDelete: (callbacks) =>
                remove({
                  variables: { id: post.id },
                  onCompleted: () => {
                    callbacks.onCompleted();
                    showToast(t`Post deleted`, 'success');
                    void navigate(ADMIN_BLOG_PATH, { state: LEAVE_WITHOUT_PROMPT });
                  },
                  onError: callbacks.onError,
                }),
            }
          : null
      }
    >
      <RecordEditorForm onSubmit={onSubmit} formError={formError} errorTestId="admin-post-error">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <EnumSelectField
            label={t`Language`}
            value={values.language}
            options={LANGUAGES}
            labels={LANGUAGE_LABELS}
            onChange={(value) => set('language', value)}
            disabled={saving}
            testId="admin-post-language"
          />
          <EnumSelectField
            label={t`Category`}
            value={values.category}
            options={POST_CATEGORIES}
            labels={POST_CATEGORY_LABELS}
            onChange={(value) => set('category', value)}
            disabled={saving}
            testId="admin-post-category"
          />
          <EnumSelectField
            label={t`Status`}
            value={values.status}
            options={POST_STATUSES}
            labels={POST_STATUS_LABELS}
            onChange={(value) => set('status', value)}
            disabled={saving}
            helperText={values.status === 'PUBLISHED' ? t`Visible in the blog` : t`Visible only to admins`}
            testId="admin-post-status"
          />
        </Box>
        <TextField
          label={t`Title`}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          required
          disabled={saving}
          error={Boolean(issues.title)}
          helperText={helper('title') ?? `${values.title.length}/${TITLE_MAX}`}
          slotProps={{ htmlInput: { 'data-testid': 'admin-post-title', maxLength: TITLE_MAX } }}
        />
        <TextField
          label={t`Short description`}
          value={values.shortDescription}
          onChange={(event) => set('shortDescription', event.target.value)}
          multiline
          minRows={2}
          disabled={saving}
          error={Boolean(issues.shortDescription)}
          helperText={
            helper('shortDescription') ??
            t`Shown on the blog's cards and in link previews (${values.shortDescription.length}/${SHORT_MAX})`
          }
          slotProps={{ htmlInput: { 'data-testid': 'admin-post-short', maxLength: SHORT_MAX } }}
        />
        <RichTextEditor
          id="admin-post-content"
          label={t`Content`}
          value={saved.content}
          onChange={(html, length) => {
            set('content', html);
            setContentLength(length);
          }}
          error={Boolean(issues.content)}
          helperText={helper('content')}
          disabled={saving}
          testId="admin-post-content"
        />
        <Box>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            <Trans>Main picture</Trans>
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <Box
              sx={{
                width: { xs: '100%', sm: 320 },
                aspectRatio: '16 / 9',
                bgcolor: '#e0f2fe',
                borderRadius: 1,
                overflow: 'hidden',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {shownPicture ? (
                <Box
                  component="img"
                  src={shownPicture}
                  alt={t`Main picture preview`}
                  data-testid="admin-post-picture-preview"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <ImageOutlinedIcon sx={{ fontSize: 40 }} aria-hidden />
                  <Typography variant="body2">
                    <Trans>No picture</Trans>
                  </Typography>
                </Stack>
              )}
            </Box>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <input {...editor.pictureInput} data-testid="admin-post-picture-input" />
              <Button variant="outlined" onClick={editor.pickPicture} disabled={saving}>
                {shownPicture ? <Trans>Replace picture</Trans> : <Trans>Choose picture</Trans>}
              </Button>
              {shownPicture ? (
                <Button
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => setPicture(post?.pictureUrl ? { kind: 'remove' } : null)}
                  disabled={saving}
                  data-testid="admin-post-picture-remove"
                >
                  <Trans>Remove picture</Trans>
                </Button>
              ) : null}
              {picture ? (
                <Button startIcon={<UndoIcon />} onClick={() => setPicture(null)} disabled={saving}>
                  <Trans>Undo picture change</Trans>
                </Button>
              ) : null}
              <Typography variant="body2" color={issues.picture ? 'error' : 'text.secondary'}>
                {issues.picture ? (
                  <Trans>Choose a .png, .jpg or .jpeg file</Trans>
                ) : (
                  <Trans>.png, .jpg or .jpeg; saved with the post</Trans>
                )}
              </Typography>
            </Stack>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            loading={saving}
            data-testid="admin-post-save"
            sx={{ minWidth: { xs: '100%', sm: 160 } }}
          >
            {post ? <Trans>Save</Trans> : <Trans>Create post</Trans>}
          </Button>
        </Box>
      </RecordEditorForm>
      {editor.prompt}
    </RecordEditorPage>
  );
}

/** Whether the editor's HTML shows any text (an empty editor leaves "<p></p>"). */
function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}
