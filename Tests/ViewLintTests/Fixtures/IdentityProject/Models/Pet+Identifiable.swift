extension Pet: Identifiable {}
