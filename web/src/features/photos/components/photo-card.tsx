import AddAPhoto from '@mui/icons-material/AddAPhoto';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { Link as RouterLink } from 'react-router';
import { AppButton } from '../../../components/ui/button.tsx';
import type { PhotoCard as PhotoCardData } from '@collegium/domain/photo-grid';
import { StudentPhoto } from '../../../components/student/student-photo.tsx';

export interface PhotoCardProps {
  student: PhotoCardData;
  /** The record page it opens (`/students/1`), or null when the viewer may not open it. */
  to: string | null;
  onUpload?: (student: PhotoCardData) => void;
}

/** One student in a photo grid: photo, name, partner id, programme and level (spec 2.4). */
export function PhotoCard({ student, to, onUpload }: PhotoCardProps) {
  const body = (
    <>
      <StudentPhoto
        studentId={student.id}
        name={student.name}
        version={student.photoVersion}
        variant="square"
        size={320}
        sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: 0 }}
      />
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {student.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatPartnerId(student.partnerId)}
        </Typography>
        <Typography variant="body2">
          {student.programmeCode}
          {student.level ? `, level ${student.level}` : ''}
        </Typography>
        {student.hub && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {student.hub}
          </Typography>
        )}
      </CardContent>
    </>
  );
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', listStyle: 'none' }}
      data-testid="photo-card"
      data-student-id={student.id}
    >
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ flexGrow: 1, alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      ) : (
        <Box sx={{ flexGrow: 1 }}>{body}</Box>
      )}
      {onUpload && (
        <CardActions sx={{ pt: 0 }}>
          <AppButton
            size="small"
            variant="outlined"
            color="primary"
            startIcon={<AddAPhoto />}
            onClick={() => onUpload(student)}
            aria-label={`${student.photoVersion ? 'Change' : 'Upload'} the photo of ${student.name}`}
          >
            {student.photoVersion ? 'Change photo' : 'Upload photo'}
          </AppButton>
        </CardActions>
      )}
    </Card>
  );
}
