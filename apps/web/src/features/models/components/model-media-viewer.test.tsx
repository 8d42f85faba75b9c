import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModelMediaViewer } from './model-media-viewer';

const items = () => screen.getAllByTestId('model-media-item');

describe('ModelMediaViewer', () => {
  it('shows the items by displayOrder under their file names: a player, an image, a PDF card, a download', () => {
    render(
      <ModelMediaViewer
        media={[
          {
            id: 3,
            url: '/media/c.pdf',
            fileType: 'PDF',
            displayOrder: 3,
            originalName: 'ficha.pdf',
          },
          {
            id: 1,
            url: '/media/a.mp4',
            fileType: 'VIDEO',
            displayOrder: 1,
            originalName: 'demo.mp4',
          },
          {
            id: 4,
            url: '/media/d.bin',
            fileType: 'OTHER',
            displayOrder: 4,
            originalName: 'plano.dwg',
          },
          {
            id: 2,
            url: '/media/b.png',
            fileType: 'IMAGE',
            displayOrder: 2,
            originalName: 'sofá.png',
          },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Multimedia del modelo' })).toHaveClass('grid-cols-2');
    const [video, image, pdf, other] = items();
    expect(items().map((li) => li.querySelector('p:last-child')?.textContent)).toEqual([
      'demo.mp4',
      'sofá.png',
      'ficha.pdf',
      'plano.dwg',
    ]);
    expect(video!.querySelector('video')).toHaveAttribute('src', '/media/a.mp4');
    expect(video!.querySelector('video')).toHaveAttribute('controls');
    expect(video!.querySelector('video')).toHaveAttribute('aria-label', 'demo.mp4');
    expect(within(image!).getByRole('img', { name: 'sofá.png' })).toHaveAttribute(
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
    // Saved under the name the file had, not the generated one.
    expect(download).toHaveAttribute('download', 'plano.dwg');
  });

  it('names items stored before names were kept by their stored file name, never a position', () => {
    render(
      <ModelMediaViewer
        media={[{ id: 1, url: '/media/x1.png', fileType: 'IMAGE', displayOrder: 1 }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'x1.png' })).toBeInTheDocument();
  });

  it('opens images large in a lightbox: next, previous (and arrow keys), Escape closes', async () => {
    render(
      <ModelMediaViewer
        media={[
          {
            id: 1,
            url: '/media/1.png',
            fileType: 'IMAGE',
            displayOrder: 1,
            originalName: 'frente.png',
          },
          {
            id: 2,
            url: '/media/2.pdf',
            fileType: 'PDF',
            displayOrder: 2,
            originalName: 'ficha.pdf',
          },
          {
            id: 3,
            url: '/media/3.png',
            fileType: 'IMAGE',
            displayOrder: 3,
            originalName: 'lado.png',
          },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ampliar lado.png' }));
    let box = screen.getByRole('dialog', { name: 'lado.png' });
    expect(within(box).getByText('Imagen 2 de 2')).toBeInTheDocument();
    expect(within(box).getByRole('img', { name: 'lado.png' })).toHaveAttribute(
      'src',
      '/media/3.png',
    );
    expect(within(box).getByRole('link', { name: 'Descargar' })).toHaveAttribute(
      'download',
      'lado.png',
    );
    await userEvent.click(within(box).getByRole('button', { name: 'Siguiente' }));
    box = screen.getByRole('dialog', { name: 'frente.png' });
    expect(within(box).getByText('Imagen 1 de 2')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('dialog', { name: 'lado.png' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'frente.png' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
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
      expect(screen.getByRole('button', { name: /^Ampliar x\./ })).toBeInTheDocument();
    } else {
      expect(screen.getByRole('link', { name: 'Descargar archivo' })).toBeInTheDocument();
    }
  });

  it("says 'No hay multimedia disponible para este modelo.' when there is none", () => {
    render(<ModelMediaViewer media={[]} />);
    expect(screen.getByText('No hay multimedia disponible para este modelo.')).toBeInTheDocument();
  });
});
