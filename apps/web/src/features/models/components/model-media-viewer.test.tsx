import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModelMediaViewer } from './model-media-viewer';

const items = () => screen.getAllByTestId('model-media-item');

describe('ModelMediaViewer', () => {
  it('shows the items by displayOrder: a player, an image, a PDF card, a download', () => {
    render(
      <ModelMediaViewer
        media={[
          { id: 3, url: '/media/c.pdf', fileType: 'PDF', displayOrder: 3 },
          { id: 1, url: '/media/a.mp4', fileType: 'VIDEO', displayOrder: 1 },
          { id: 4, url: '/media/d.bin', fileType: 'OTHER', displayOrder: 4 },
          { id: 2, url: '/media/b.png', fileType: 'IMAGE', displayOrder: 2 },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Multimedia del modelo' })).toHaveClass('grid-cols-2');
    const [video, image, pdf, other] = items();
    expect(video!.querySelector('video')).toHaveAttribute('src', '/media/a.mp4');
    expect(video!.querySelector('video')).toHaveAttribute('controls');
    expect(within(image!).getByRole('img', { name: 'Imagen 2 del modelo' })).toHaveAttribute(
      'src',
      '/media/b.png',
    );
    expect(within(pdf!).getByText('Documento PDF')).toBeInTheDocument();
    expect(within(pdf!).getByRole('link', { name: 'Abrir PDF' })).toHaveAttribute(
      'href',
      '/media/c.pdf',
    );
    const download = within(other!).getByRole('link', { name: 'Descargar archivo' });
    expect(download).toHaveAttribute('href', '/media/d.bin');
    expect(download).toHaveAttribute('download');
  });

  it.each([
    ['jpg', 'IMAGE'],
    ['JPEG', 'IMAGE'],
    ['png', 'IMAGE'],
    ['gif', 'IMAGE'],
    ['webp', 'IMAGE'],
    ['svg?v=2', 'IMAGE'],
    ['mp4', 'OTHER'],
    ['pdf', 'OTHER'],
  ])('treats an item without fileType whose url ends in .%s as %s', (extension, kind) => {
    render(
      <ModelMediaViewer
        media={[{ url: `/media/x.${extension}`, fileType: '', displayOrder: 1 }]}
      />,
    );
    if (kind === 'IMAGE') {
      expect(screen.getByRole('img', { name: 'Imagen 1 del modelo' })).toBeInTheDocument();
    } else {
      expect(screen.getByRole('link', { name: 'Descargar archivo' })).toBeInTheDocument();
    }
  });

  it("says 'No hay multimedia disponible para este modelo.' when there is none", () => {
    render(<ModelMediaViewer media={[]} />);
    expect(screen.getByText('No hay multimedia disponible para este modelo.')).toBeInTheDocument();
  });
});
