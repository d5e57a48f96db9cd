import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, CircularProgress, Divider, IconButton, Paper, Skeleton, Stack, Typography } from '@mui/material';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs, type DocumentProps } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { LoadError } from '../components/load-error.tsx';
import { downloadBlob } from './download-blob.ts';
import { useElementWidth } from './use-element-width.ts';
import { clampIndex, clampPage, DEFAULT_ZOOM_INDEX, ZOOM_LEVELS } from './zoom.ts';

// The worker is a hashed asset of our own build: the CSP allows workers from 'self' only. react-pdf wants this set
// in the module that renders its components.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// Defined once: react-pdf reloads the document whenever this object changes. Without 'unsafe-eval' in the CSP,
// PDF.js must not even probe for eval (the probe itself logs a violation).
const PDF_OPTIONS: DocumentProps['options'] = { isEvalSupported: false };
const MAX_PAGE_WIDTH = 880;

type PdfDocumentViewProps = { file: Blob; fileName: string };

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** The PDF itself with its controls: pages, zoom, download, and the keys listed in the hint. */
export function PdfDocumentView({ file, fileName }: PdfDocumentViewProps) {
  const { t } = useTranslation('content');
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(DEFAULT_ZOOM_INDEX);
  const [failed, setFailed] = useState(false);
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>();
  const hintId = useId();

  const zoom = ZOOM_LEVELS[zoomIndex] ?? 1;
  const loaded = pageCount > 0;
  const goTo = (next: number) => setPage(clampPage(next, pageCount));
  const zoomBy = (step: number) => setZoomIndex((index) => clampIndex(index + step));
  // The frame has 16 px of padding on each side; the page never grows past a comfortable reading width.
  const fitWidth = Math.max(0, Math.min(frameWidth - 32, MAX_PAGE_WIDTH));

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!loaded || event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => goTo(page - 1),
      PageUp: () => goTo(page - 1),
      ArrowRight: () => goTo(page + 1),
      PageDown: () => goTo(page + 1),
      Home: () => goTo(1),
      End: () => goTo(pageCount),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      '0': () => setZoomIndex(DEFAULT_ZOOM_INDEX),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  if (failed) {
    return <LoadError title={t('content.pdf.error.title')}>{t('content.pdf.error.invalid')}</LoadError>;
  }

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1 }}>
        <Stack
          role="group"
          aria-label={t('content.pdf.toolbar')}
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label={t('content.pdf.previous')}
              disabled={!loaded || page <= 1}
              onClick={() => goTo(page - 1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography role="status" variant="body2" sx={{ minWidth: '7.5em', textAlign: 'center', fontWeight: 600 }}>
              {loaded ? t('content.pdf.pageStatus', { page, total: pageCount }) : '…'}
            </Typography>
            <IconButton
              aria-label={t('content.pdf.next')}
              disabled={!loaded || page >= pageCount}
              onClick={() => goTo(page + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </Stack>
          <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label={t('content.pdf.zoomOut')}
              disabled={!loaded || zoomIndex === 0}
              onClick={() => zoomBy(-1)}
            >
              <ZoomOutIcon />
            </IconButton>
            <Button
              size="small"
              color="inherit"
              disabled={!loaded}
              aria-label={t('content.pdf.zoomReset', {
                level: t('content.pdf.zoomLevel', { percent: Math.round(zoom * 100) }),
              })}
              onClick={() => setZoomIndex(DEFAULT_ZOOM_INDEX)}
              sx={{ minWidth: '4.5em' }}
            >
              {t('content.pdf.zoomLevel', { percent: Math.round(zoom * 100) })}
            </Button>
            <IconButton
              aria-label={t('content.pdf.zoomIn')}
              disabled={!loaded || zoomIndex === ZOOM_LEVELS.length - 1}
              onClick={() => zoomBy(1)}
            >
              <ZoomInIcon />
            </IconButton>
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => downloadBlob(file, fileName)}>
            {t('content.pdf.download')}
          </Button>
        </Stack>
      </Paper>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('content.pdf.keyboardHint')}
      </Typography>
      <Box
        ref={frameRef}
        role="region"
        aria-label={loaded ? t('content.pdf.document', { page, total: pageCount }) : t('content.pdf.title')}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={handleKeyDown}
        sx={{
          p: 2,
          bgcolor: 'grey.200',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: { xs: '75vh', md: '80vh' },
          '& .react-pdf__Page': { mx: 'auto', boxShadow: 3, width: 'fit-content' },
          '& .react-pdf__Page__canvas': { display: 'block' },
        }}
      >
        <Document
          file={file}
          options={PDF_OPTIONS}
          onLoadSuccess={(document) => {
            setPageCount(document.numPages);
            setPage((current) => clampPage(current, document.numPages));
          }}
          onLoadError={() => setFailed(true)}
          loading={<Loading label={t('content.pdf.loading')} />}
          noData={<Loading label={t('content.pdf.loading')} />}
          error={null}
        >
          {loaded && fitWidth > 0 && (
            <Page
              pageNumber={page}
              width={fitWidth}
              scale={zoom}
              loading={<Skeleton variant="rectangular" width={fitWidth * zoom} height={fitWidth * zoom * 1.294} />}
              error={<LoadError title={t('content.pdf.error.title')}>{t('content.pdf.error.invalid')}</LoadError>}
            />
          )}
        </Document>
      </Box>
    </Stack>
  );
}
