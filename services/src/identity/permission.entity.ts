import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A named permission (`users_read`), granted to roles through role_permissions. */
@Entity('permissions')
@Index('permissions_name_key', ['name'], { unique: true })
@Index('permissions_category_idx', ['category'])
export class Permission {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 80 })
  name!: string;

  @Column({ type: 'varchar', length: 160 })
  nameAr!: string;

  @Column({ type: 'varchar', length: 300 })
  description!: string;

  @Column({ type: 'varchar', length: 300 })
  descriptionAr!: string;

  @Column({ type: 'varchar', length: 60 })
  category!: string;

  @Column({ type: 'varchar', length: 120 })
  categoryAr!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
