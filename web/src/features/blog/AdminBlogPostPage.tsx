import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UndoIcon from '@mui/icons-material/Undo';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminBlogPostPageQuery } from '../../__generated__/AdminBlogPostPageQuery.graphql';
import type { AdminBlogPostPageCreateMutation } from '../../__generated__/AdminBlogPostPageCreateMutation.graphql';
import type { AdminBlogPostPageUpdateMutation } from '../../__generated__/AdminBlogPostPageUpdateMutation.graphql';
import type { AdminBlogPostPageDeleteMutation } from '../../__generated__/AdminBlogPostPageDeleteMutation.graphql';
import { formRefusal } from '../../shared/errors/formRefusal';
import type { ValidationDetail } from '../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../shared/errors/messages';
import { contentLanguage } from '../../shared/i18n/contentLanguage';
import { RichTextEditor } from '../../shared/rich-text/RichTextEditor';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { PageHeader } from '../../shared/ui/Page';
import { useToast } from '../../shared/ui/toast';
import { LEAVE_WITHOUT_PROMPT, useUnsavedChangesPrompt } from '../../shared/ui/useUnsavedChangesPrompt';
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
const PICTURE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const NEW = 'new';

type Language = 'PL' | 'EN';
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
type PictureChange = { kind: 'upload'; file: File; preview: string } | { kind: 'remove' } | null;

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

function ExistingPost({ id }: { id: string }) {
  const data = useLazyLoadQuery<AdminBlogPostPageQuery>(
    graphql`
      query AdminBlogPostPageQuery($id: ID!) {
        post(id: $id) {
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
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const post = data.post;
  if (!post) {
    return (
      <Container maxWidth="md" sx={{ py: 5 }} data-testid="admin-post-not-found">
        <PageHeader title={<Trans>Post not found</Trans>} />
        <Typography sx={{ mb: 2 }}>
          <Trans>This post does not exist or has been deleted.</Trans>
        </Typography>
        <Button component={RouterLink} to={ADMIN_BLOG_PATH} variant="contained">
          <Trans>Back to blog posts</Trans>
        </Button>
      </Container>
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
  const [values, setValues] = useState<Values>(saved);
  const [picture, setPicture] = useState<PictureChange>(null);
  const [issues, setIssues] = useState<Issues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [contentLength, setContentLength] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

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
    }
  `);
  const [remove, removing] = useMutation<AdminBlogPostPageDeleteMutation>(graphql`
    mutation AdminBlogPostPageDeleteMutation($id: ID!) {
      deletePost(id: $id) @deleteRecord
    }
  `);
  const saving = creating || updating;

  const changedKeys = (Object.keys(values) as Key[]).filter((key) => values[key] !== saved[key]);
  const dirty = changedKeys.length > 0 || picture !== null;
  const prompt = useUnsavedChangesPrompt(dirty && !saving);

  // The preview of a chosen file lives as long as the choice.
  useEffect(() => {
    const url = picture?.kind === 'upload' ? picture.preview : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [picture]);

  const set = <K extends Key>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setIssues((current) => ({ ...current, [key]: undefined }));
  };

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

  const refused = (error: Error) => {
    const refusal = formRefusal<keyof Issues>(i18n, error);
    if (refusal.marked) setIssues(refusal.issues);
    setFormError(refusal.form);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    if (Object.keys(found).length > 0) {
      setIssues(found);
      setFormError(t`Invalid form. Correct the marked fields`);
      return;
    }
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
        onError: refused,
      });
      return;
    }
    if (!dirty) {
      showToast(t`No changes to save`, 'info');
      return;
    }
    const input: Parameters<typeof update>[0]['variables']['input'] = { id: post.id };
    for (const key of changedKeys) {
      const value = values[key];
      (input as Record<string, unknown>)[key] = typeof value === 'string' && key !== 'content' ? value.trim() : value;
    }
    if (picture?.kind === 'upload') input.picture = null;
    if (picture?.kind === 'remove') input.removePicture = true;
    update({
      variables: { input },
      uploadables: upload,
      onCompleted: () => {
        setPicture(null);
        showToast(t`Changes saved`, 'success');
      },
      onError: refused,
    });
  };

  const choosePicture = (file: File | undefined) => {
    if (!file) return;
    if (!/\.(png|jpe?g)$/i.test(file.name)) {
      setIssues((current) => ({ ...current, picture: { field: 'picture', code: 'invalid_value' } }));
      return;
    }
    setIssues((current) => ({ ...current, picture: undefined }));
    setPicture({ kind: 'upload', file, preview: URL.createObjectURL(file) });
  };

  const shownPicture =
    picture?.kind === 'upload' ? picture.preview : picture?.kind === 'remove' ? null : (post?.pictureUrl ?? null);
  const helper = (key: Key) => (issues[key] ? validationMessage(i18n, issues[key]!.code, issues[key]!.max) : undefined);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={ADMIN_BLOG_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        <Trans>Blog posts</Trans>
      </Button>
      <PageHeader
        longTitle
        title={post ? saved.title || t`(untitled)` : <Trans>New post</Trans>}
        subtitle={
          post?.publishedAt ? (
            <Trans>First published on {formatPostDate(post.publishedAt, i18n.locale)}</Trans>
          ) : undefined
        }
        actions={
          post ? (
            <>
              {saved.status === 'PUBLISHED' ? (
                <Button
                  component={RouterLink}
                  to={postPath(post.postId)}
                  variant="outlined"
                  startIcon={<OpenInNewIcon />}
                  data-testid="admin-post-open"
                >
                  <Trans>Open in the blog</Trans>
                </Button>
              ) : null}
              {saved.status === 'PUBLISHED' ? (
                <Button component={RouterLink} to={sitePostPath(post.postId)} variant="outlined">
                  <Trans>As a site page</Trans>
                </Button>
              ) : null}
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirmDelete(true)}
                data-testid="admin-post-delete"
              >
                <Trans>Delete</Trans>
              </Button>
            </>
          ) : undefined
        }
      />
      <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2.5}>
          {formError ? (
            <Alert severity="error" data-testid="admin-post-error">
              {formError}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            <TextField
              select
              label={t`Language`}
              value={values.language}
              onChange={(event) => set('language', event.target.value as Language)}
              disabled={saving}
              slotProps={{ select: { inputProps: { 'data-testid': 'admin-post-language' } } }}
            >
              {(['PL', 'EN'] as const).map((value) => (
                <MenuItem key={value} value={value}>
                  {i18n._(LANGUAGE_LABELS[value])}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t`Category`}
              value={values.category}
              onChange={(event) => set('category', event.target.value as PostCategory)}
              disabled={saving}
              slotProps={{ select: { inputProps: { 'data-testid': 'admin-post-category' } } }}
            >
              {POST_CATEGORIES.map((value) => (
                <MenuItem key={value} value={value}>
                  {i18n._(POST_CATEGORY_LABELS[value])}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t`Status`}
              value={values.status}
              onChange={(event) => set('status', event.target.value as PostStatus)}
              disabled={saving}
              helperText={values.status === 'PUBLISHED' ? t`Visible in the blog` : t`Visible only to admins`}
              slotProps={{ select: { inputProps: { 'data-testid': 'admin-post-status' } } }}
            >
              {POST_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {i18n._(POST_STATUS_LABELS[value])}
                </MenuItem>
              ))}
            </TextField>
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
                <input
                  ref={fileInput}
                  type="file"
                  accept={PICTURE_ACCEPT}
                  hidden
                  data-testid="admin-post-picture-input"
                  onChange={(event) => {
                    choosePicture(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={saving}>
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
        </Stack>
      </Paper>
      {prompt}
      {post ? (
        <ConfirmDialog
          open={confirmDelete}
          title={<Trans>Delete this post?</Trans>}
          message={<Trans>The post and its picture are deleted. This cannot be undone.</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          destructive
          busy={removing}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove({
              variables: { id: post.id },
              onCompleted: () => {
                setConfirmDelete(false);
                showToast(t`Post deleted`, 'success');
                void navigate(ADMIN_BLOG_PATH, { state: LEAVE_WITHOUT_PROMPT });
              },
              onError: (error) => {
                setConfirmDelete(false);
                showToast(errorMessage(i18n, error), 'error');
              },
            })
          }
        />
      ) : null}
    </Container>
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
